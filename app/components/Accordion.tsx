import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  /** Stable key, unique within the accordion. */
  id: string;
  /** The header text (or content) of the toggle button. */
  title: ReactNode;
  /** The panel shown when the item is open. */
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level wrapping each toggle button (WAI-ARIA accordion pattern). */
  headingLevel?: 2 | 3 | 4;
  /** Allow several panels open at once (default) or only one. */
  multiple?: boolean;
  /** Ids of the items open at first render. */
  defaultOpen?: string[];
  className?: string;
}

/** The open sections of one accordion, and the ids that tie each button to its panel. */
export function useAccordion({
  multiple = true,
  defaultOpen = [],
}: { multiple?: boolean; defaultOpen?: string[] } = {}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  return {
    isOpen: (id: string) => open.has(id),
    toggle: (id: string) =>
      setOpen((current) => {
        const next = new Set(multiple ? current : []);
        if (current.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    buttonId: (id: string) => `${baseId}-${id}-button`,
    panelId: (id: string) => `${baseId}-${id}-panel`,
  };
}

/**
 * One section of an accordion (WAI-ARIA accordion pattern): a heading holding the toggle button, whose name is
 * the title alone (the plus/minus sign is drawn by CSS and hidden from screen readers; the state is
 * aria-expanded), and the panel it controls, `hidden` when closed. The caller wraps it in its own item element.
 */
export function AccordionSection({
  accordion,
  id,
  title,
  headingLevel = 3,
  region,
  children,
}: {
  accordion: ReturnType<typeof useAccordion>;
  id: string;
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Make the panel a landmark region labelled by its button (helpful for a few panels, noise for many). */
  region: boolean;
  children: ReactNode;
}) {
  const isOpen = accordion.isOpen(id);
  const buttonId = accordion.buttonId(id);
  const panelId = accordion.panelId(id);
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className="accordion-heading">
        <button
          type="button"
          id={buttonId}
          className="accordion-button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => accordion.toggle(id)}
        >
          <span className="accordion-title">{title}</span>
          <span className="accordion-icon" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={panelId}
        className="accordion-panel"
        role={region ? 'region' : undefined}
        aria-labelledby={region ? buttonId : undefined}
        hidden={!isOpen}
      >
        {children}
      </div>
    </>
  );
}

/** An accordion of the given items, each in a `div.accordion-item`. */
export function Accordion({ items, headingLevel = 3, multiple = true, defaultOpen = [], className }: AccordionProps) {
  const accordion = useAccordion({ multiple, defaultOpen });
  // Landmark regions are helpful for a few panels and noise for many (WAI-ARIA APG).
  const region = items.length <= 6;
  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => (
        <div className="accordion-item" key={item.id}>
          <AccordionSection
            accordion={accordion}
            id={item.id}
            title={item.title}
            headingLevel={headingLevel}
            region={region}
          >
            {item.content}
          </AccordionSection>
        </div>
      ))}
    </div>
  );
}
