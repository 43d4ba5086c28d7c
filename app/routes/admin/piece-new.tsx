import { useNavigate } from 'react-router';
import { PieceNewSchema } from '../../../core/piece-edit-schema';
import { adminApi } from '../../components/admin/admin-api';
import { FormFoot } from '../../components/admin/FormFoot';
import { LivePrice, PieceFields, useLivePrice, type PieceValues } from '../../components/admin/PieceForm';
import { refusalOf } from '../../components/forms/form-state';
import { Field } from '../../components/forms/Field';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { backOfficeLoader } from '../../lib/admin-access';
import { inShop } from '../../lib/links';
import type { Route } from './+types/piece-new';

export const meta = () => [{ title: 'Add a piece | Zewar back office' }];

/**
 * docs/behaviour.md §11.11: a piece added by hand, with its price at today's rate as it is typed; once added, its
 * page opens, where its pictures are sent (by the phone's camera too).
 */
export const loader = backOfficeLoader('member', (_: Route.LoaderArgs) => ({}));

const EMPTY: PieceValues & { TagNo: string } = {
  TagNo: '',
  ItemName: '',
  ItemPriceD: '',
  ItemType: 'Gold',
  Karat: '22',
  GrossWeight: '',
  NetWeight: '',
  WastePerGm: '',
  TotalMaking: '',
  FixedPrice: '',
  SilverSalePrice: '',
  DesignName: '',
  SubItem: '',
  Description: '',
  Fineness: '',
  TestMethod: '',
  CertificateNo: '',
  CertificateLab: '',
  NameUrdu: '',
  DescriptionUrdu: '',
};

export default function NewPiecePage() {
  const navigate = useNavigate();
  const form = useSchemaForm({
    id: 'new-piece',
    initial: EMPTY,
    schema: PieceNewSchema,
    keepValues: true,
    send: async (piece) => {
      const answer = await adminApi('POST', '/stock', piece);
      if (!answer.ok) return refusalOf(answer, (f) => f);
      void navigate(`/admin/stock/${encodeURIComponent(piece.TagNo)}?added=1`);
      return { kind: 'done', message: `Added ${piece.TagNo}: it is for sale now.` };
    },
  });
  const price = useLivePrice(null, form.values);
  return (
    <>
      <p className="admin-back">
        <a {...inShop('/admin/stock')}>All pieces</a>
      </p>
      <h1>Add a piece</h1>
      <p className="muted">
        The piece is for sale as soon as it is added. Its pictures are sent on its page afterwards, from the
        phone&apos;s camera or its pictures.
      </p>
      <form noValidate onSubmit={form.submit} aria-label="Add a piece" className="admin-card admin-form">
        <Field
          {...form.field('TagNo')}
          label="Tag number"
          autoComplete="off"
          autoCapitalize="characters"
          hint="As on the piece's tag, e.g. ZG-10001. No two pieces share one."
        />
        <PieceFields boxOf={form.field} />
        <LivePrice price={price} />
        <div className="admin-actions">
          <FormFoot form={form} label="Add the piece" hint="Check the boxes to add it." sendingLabel="Adding…" />
        </div>
      </form>
    </>
  );
}
