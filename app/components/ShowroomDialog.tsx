import { fullAddress, SHOP } from '../../core/shop';
import { useT } from '../lib/i18n';
import { Dialog } from './Dialog';

/** The header's showroom dialog: the address (Latin, as the shop writes it), the hours and the map. */
export default function ShowroomDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('showroom.title')}>
      <p>
        <bdi>{fullAddress()}</bdi>
      </p>
      <p>{t('showroom.open', { hours: SHOP.hours })}</p>
      {open ? (
        <iframe
          className="map"
          title={t('showroom.map', { name: SHOP.name })}
          src={SHOP.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : null}
      <p>
        <a href={SHOP.mapLink} target="_blank" rel="noopener noreferrer">
          {t('showroom.openMaps')}
        </a>
      </p>
    </Dialog>
  );
}
