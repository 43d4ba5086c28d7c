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

/**
 * Accessible accordion: each header is a button (aria-expanded, aria-controls) inside a heading;
 * each panel has an id, is labelled by its button and is `hidden` when closed.
 */
export function Accordion({ items, headingLevel = 3, multiple = true, defaultOpen = [], className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;
  // Landmark regions are helpful for a few panels and noise for many (WAI-ARIA APG).
  const asRegions = items.length <= 6;

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(multiple ? current : []);
      if (current.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div className="accordion__item" key={item.id}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className="accordion__title">{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              className="accordion__panel"
              role={asRegions ? 'region' : undefined}
              aria-labelledby={asRegions ? buttonId : undefined}
              hidden={!isOpen}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
