import { fullAddress, SHOP } from '../../core/shop';
import { Dialog } from './Dialog';

export default function ShowroomDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Visit our showroom">
      <p>{fullAddress()}</p>
      <p>
        Open {SHOP.hours}, {SHOP.days}.
      </p>
      {open ? (
        <iframe
          className="map"
          title={`Map to ${SHOP.name}`}
          src={SHOP.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : null}
      <p>
        <a href={SHOP.mapLink} target="_blank" rel="noopener noreferrer">
          Open in Maps
        </a>
      </p>
    </Dialog>
  );
}
