import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The enrolment's QR code, drawn in the page (§23): an SVG made here from the `otpauth://` URL,
 * never sent to a third party. Loaded lazily, with the security page only.
 */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img src={src} alt={label} width={192} height={192} className="border rounded" /> : null;
}
