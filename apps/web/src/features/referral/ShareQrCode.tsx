import { Skeleton } from 'antd-mobile';
import { useQrCode } from '../funding';

/**
 * A QR code of `text`. Its own module, loaded with React.lazy by the share screen, so that the screen's first paint
 * does not wait for the QR code to be drawn and no eagerly loaded module needs it.
 */
export default function ShareQrCode({ text, alt }: { text: string; alt: string }) {
  const qr = useQrCode(text);
  return qr ? <img src={qr} alt={alt} data-testid="share-qr" /> : <Skeleton animated className="share-qr-skeleton" />;
}
