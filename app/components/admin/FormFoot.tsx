import { FormMessage } from '../forms/InquiryForm';
import { SubmitBar } from '../forms/SubmitBar';
import type { FormFrameState } from '../forms/useSchemaForm';

/** The end of every back-office form: its button (with what is missing while invalid) and what became of it. */
export function FormFoot({
  form,
  label,
  hint,
  sendingLabel,
  wide,
  quiet,
}: {
  form: Pick<FormFrameState, 'valid' | 'status' | 'message' | 'showMissing'>;
  label: string;
  hint: string;
  sendingLabel?: string;
  wide?: boolean;
  quiet?: boolean;
}) {
  return (
    <>
      <SubmitBar
        valid={form.valid}
        sending={form.status === 'sending'}
        label={label}
        sendingLabel={sendingLabel}
        hint={hint}
        showMissing={form.showMissing}
        wide={wide}
        quiet={quiet}
      />
      <FormMessage status={form.status} message={form.message} />
    </>
  );
}
