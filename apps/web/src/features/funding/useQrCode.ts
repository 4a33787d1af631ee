import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` as a PNG data URL (undefined while it is drawn or when it cannot be). */
export function useQrCode(text: string): string | undefined {
  const [image, setImage] = useState<{ text: string; url: string }>();
  useEffect(() => {
    let live = true;
    toDataURL(text, { margin: 1, width: 360, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (live) setImage({ text, url });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return image?.text === text ? image.url : undefined;
}
