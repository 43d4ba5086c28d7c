import { Link } from 'react-router';

/**
 * The "Request ... Size Help" call to action of the size guides. For now it leads to the contact
 * page; the request form in a dialog arrives with issue 4 (see the placeholder comments in
 * routes/ring-size.tsx and routes/bangles-guide.tsx).
 */
export function SizeHelpLink({ label }: { label: string }) {
  return (
    <p className="size-help">
      <Link className="btn" to="/contact">{label}</Link>
      <span className="size-help__note">
        Send us your measurements and we will confirm the right size before we make or send your piece.
      </span>
    </p>
  );
}
