import { useState } from 'react';
import { SIZE_FORM_OK, SIZE_FORM_SUCCESS } from '../../../core/inquiry-schemas';
import { Dialog } from '../Dialog';
import { EMAIL, FormFields, NAME, phone, type FieldSpec } from '../forms/FormFields';
import { InquiryForm } from '../forms/InquiryForm';
import { PhotoInput } from '../forms/PhotoInput';
import { blank } from '../forms/form-state';
import { replyOf, sendSizeRequest } from '../forms/send';
import { useSchemaForm } from '../forms/useSchemaForm';
import { SIZE_KINDS, type SizeKind } from './kinds';

type Photos = Record<string, File | null>;

/**
 * The ring or bangle size request (docs/behaviour.md §2.13, §7.5): measurements required, up to three photos, sent as
 * multipart.
 */
function SizeRequestForm({ kind }: { kind: SizeKind }) {
  const k = SIZE_KINDS[kind];
  const specs: Record<string, FieldSpec> = { fullName: NAME, email: EMAIL, phone: phone(), ...k.measurements };
  const photoNames = Object.keys(k.photos);
  const [photos, setPhotos] = useState<Photos>({});
  const form = useSchemaForm({
    id: kind,
    initial: blank(Object.keys(specs)),
    schema: k.schema,
    fixed: { title: k.title },
    send: replyOf((data, website) => sendSizeRequest(data, website, photos), SIZE_FORM_OK, SIZE_FORM_SUCCESS),
    extraFields: photoNames,
    onDone: () => setPhotos({}),
  });
  return (
    <InquiryForm
      form={form}
      label={kind === 'ring' ? 'Ring size request' : 'Bangle size request'}
      submit="Send Measurements"
    >
      <FormFields form={form} specs={specs} />
      <fieldset className="photos">
        <legend>
          Photos <span className="optional">(optional, up to three)</span>
        </legend>
        {Object.entries(k.photos).map(([name, label]) => (
          <PhotoInput
            key={`${name}-${form.resets}`}
            id={form.idOf(name)}
            name={name}
            label={label}
            hint="JPG, PNG, GIF or WebP, at most 5 MB."
            file={photos[name] ?? null}
            serverError={form.errorOf(name)}
            onChange={(f) => {
              setPhotos((p) => ({ ...p, [name]: f }));
              form.edited(name);
            }}
          />
        ))}
      </fieldset>
    </InquiryForm>
  );
}

export default function SizeRequestDialog({
  kind,
  title,
  open,
  onClose,
}: {
  kind: SizeKind;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p>
        Send us your measurements and, if you like, a photo or two. We will reply with the right size by e-mail or
        phone.
      </p>
      <SizeRequestForm kind={kind} />
    </Dialog>
  );
}
