import sharp from 'sharp';

/** A multipart body with one file part, built by hand so the test controls every byte and the name. */
export function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----desi-grocer-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain orange picture of the given format and size. */
export const photo = (format: 'jpeg' | 'png' | 'webp', width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 140, b: 20 } } })
    .toFormat(format)
    .toBuffer();
