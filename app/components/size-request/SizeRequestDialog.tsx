import { useState } from 'react';
import { SIZE_FORM_OK } from '../../../core/inquiry-schemas';
import { useT } from '../../lib/i18n';
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
  const t = useT();
  const k = SIZE_KINDS[kind];
  const measurements = Object.fromEntries(
    Object.entries(k.measurements).map(([name, [label, hint]]): [string, FieldSpec] => [
      name,
      { label: t(label), hint: t(hint), inputMode: 'decimal', autoComplete: 'off', maxLength: 40 },
    ]),
  );
  const specs: Record<string, FieldSpec> = {
    fullName: { ...NAME, label: t('sizeChart.fullName') },
    email: { ...EMAIL, label: t('form.email') },
    phone: { ...phone(), label: t('form.phone'), hint: t('sizeChart.phoneHint') },
    ...measurements,
  };
  const photoNames = Object.keys(k.photos);
  const [photos, setPhotos] = useState<Photos>({});
  const form = useSchemaForm({
    id: kind,
    initial: blank(Object.keys(specs)),
    schema: k.schema,
    fixed: { title: k.title },
    send: replyOf((data, website) => sendSizeRequest(data, website, photos), SIZE_FORM_OK, t('sizeChart.sent')),
    extraFields: photoNames,
    onDone: () => setPhotos({}),
  });
  return (
    <InquiryForm form={form} label={t('sizeChart.formLabel', { kind })} submit={t('sizeChart.send')}>
      <FormFields form={form} specs={specs} />
      <fieldset className="photos">
        <legend>
          {t('sizeChart.photos')} <span className="optional">{t('sizeChart.photosNote')}</span>
        </legend>
        {Object.entries(k.photos).map(([name, label]) => (
          <PhotoInput
            key={`${name}-${form.resets}`}
            id={form.idOf(name)}
            name={name}
            label={t(label)}
            hint={t('sizeChart.photoHint')}
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
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p>{t('sizeChart.dialogIntro')}</p>
      <SizeRequestForm kind={kind} />
    </Dialog>
  );
}
