import { useState } from 'react';
import { isVideoName } from '../../../core/media';
import {
  PICTURES_MAX,
  PIECE_ACTION_LABELS,
  pieceActionDone,
  pieceActions,
  tooManyPictures,
  type StockRow,
} from '../../../core/stock-admin-schemas';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../core/upload-rules';
import { filesOf, filesRules, multipart, NO_FILES } from '../forms/files';
import { FilesInput } from '../forms/FilesInput';
import { photoProblem } from '../forms/PhotoInput';
import { SubmitBar } from '../forms/SubmitBar';
import { useSchemaForm } from '../forms/useSchemaForm';
import { ActionMessage, useAction, type Action } from './Action';
import { useRefresh } from './refresh';

/*
 * A piece's buttons on the stock list and on its own page (docs/behaviour.md §11.11): hide, show, mark sold or
 * available, and Replace pictures (on the piece's page from the phone's camera).
 */

/** Why the chosen files cannot be sent, or null. */
function filesProblem(files: readonly File[]): string | null {
  if (!files.length) return 'Choose one or more pictures';
  if (files.length > PICTURES_MAX) return tooManyPictures;
  for (const f of files) {
    const problem = photoProblem(f.name, f);
    if (problem) return problem;
  }
  return null;
}

const PICTURES = filesRules<{ pictures: readonly File[] }>({ pictures: filesProblem });

/**
 * Replace pictures: 1 to 10 picture files, sent together; they replace all of the piece's pictures. What became of
 * them is said beside the piece's buttons, the row's `action` sending them.
 */
function PicturesForm({
  piece,
  action,
  close,
  camera,
}: {
  piece: StockRow;
  action: Action;
  close: () => void;
  camera: boolean;
}) {
  const form = useSchemaForm({
    id: `new-${piece.tagNo.replace(/[^\w-]/g, '_')}`,
    initial: { pictures: NO_FILES },
    schema: PICTURES,
    send: async ({ pictures }) => {
      const n = pictures.length;
      const out = await action.act(
        'POST',
        `/stock/${encodeURIComponent(piece.tagNo)}/pictures`,
        multipart({ pictures }),
        `${piece.tagNo} has ${n} new picture${n === 1 ? '' : 's'}.`,
      );
      // A refusal is said once, beside the buttons, not under the box as well.
      return out.kind === 'done' ? out : { ...out, fields: {} };
    },
    onDone: close,
  });
  const videos = piece.pictures.some(isVideoName);
  return (
    <form noValidate onSubmit={form.submit} className="admin-pictures" aria-label={`Pictures of ${piece.tagNo}`}>
      <FilesInput
        {...filesOf(form, 'pictures')}
        label="New pictures"
        className="photo"
        multiple
        accept={camera ? 'image/*' : UPLOAD_MIME_TYPES.join(',')}
        capture={camera ? 'environment' : undefined}
        hint={
          <>
            Up to {PICTURES_MAX} JPG, PNG, GIF or WebP pictures of {UPLOAD_MAX_BYTES / 1024 / 1024} MB each, in the
            order the piece shows them. They replace all of its pictures{videos ? ' and its video' : ''}.
          </>
        }
      />
      <SubmitBar
        valid={form.valid}
        sending={action.busy}
        label="Replace pictures"
        sendingLabel="Sending the pictures…"
        hint="Choose the pictures to send."
        showMissing={form.showMissing}
      />
      <button type="button" className="link-btn" onClick={close}>
        Keep the pictures
      </button>
    </form>
  );
}

/** A piece's buttons (those its state allows: core/stock-admin-schemas.ts pieceActions) and what became of them. */
export function PieceActions({ piece, camera = false }: { piece: StockRow; camera?: boolean }) {
  const refresh = useRefresh();
  const action = useAction(refresh);
  const [picturing, setPicturing] = useState(false);
  const { busy, act } = action;
  const actions = pieceActions(piece);
  const formId = `pictures-form-${piece.tagNo.replace(/[^\w-]/g, '_')}`;
  return (
    <>
      <div className="admin-piece-actions">
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            className={a === 'hide' || a === 'mark-sold' ? 'btn btn-outline btn-small' : 'btn btn-small'}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() =>
              void act(
                'POST',
                `/stock/${encodeURIComponent(piece.tagNo)}/state`,
                { action: a },
                pieceActionDone(piece.tagNo, a),
              )
            }
          >
            {PIECE_ACTION_LABELS[a]}
            <span className="visually-hidden"> {piece.tagNo}</span>
          </button>
        ))}
        {piece.heldBy ? <span className="muted">Follows its order</span> : null}
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-expanded={picturing}
          aria-controls={picturing ? formId : undefined}
          onClick={() => setPicturing(!picturing)}
        >
          {camera ? 'Take pictures' : 'Replace pictures'}
          <span className="visually-hidden"> of {piece.tagNo}</span>
        </button>
      </div>
      {picturing ? (
        <div id={formId}>
          <PicturesForm piece={piece} action={action} close={() => setPicturing(false)} camera={camera} />
        </div>
      ) : null}
      <ActionMessage said={action.said} />
    </>
  );
}
