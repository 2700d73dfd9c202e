import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner/spinner';

type Drawing = 'loading' | 'drawn' | 'failed';

/**
 * The link as a QR code, drawn in the browser. The `qrcode` library comes in its own chunk when
 * an invite is first shown, so the player home does not carry it.
 */
export function InviteQrCode({ link, size = 176 }: { link: string; size?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawing, setDrawing] = useState<Drawing>('loading');
  useEffect(() => {
    let current = true;
    setDrawing('loading');
    import('qrcode')
      .then((qr) => qr.toCanvas(canvas.current, link, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        () => current && setDrawing('drawn'),
        () => current && setDrawing('failed'),
      );
    return () => {
      current = false;
    };
  }, [link, size]);
  return (
    <div className="flex flex-col items-center gap-1" style={{ minHeight: size }}>
      {drawing === 'loading' ? <Spinner label="Drawing the QR code" /> : null}
      {drawing === 'failed' ? (
        <p role="alert" className="field-error">
          Could not draw the QR code. Share the link instead.
        </p>
      ) : null}
      <canvas
        ref={canvas}
        role="img"
        aria-label={`QR code of the invite link ${link}`}
        className={`rounded bg-white ${drawing === 'drawn' ? '' : 'hidden'}`}
      />
    </div>
  );
}
