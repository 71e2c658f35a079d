import { describe, expect, it } from 'vitest';
import { isIOS, shareData, whatsAppLink } from './share-whatsapp';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('sharing to WhatsApp', () => {
  it('knows iOS, including an iPad that asks for desktop pages', () => {
    expect(isIOS(IPHONE, 5)).toBe(true);
    expect(isIOS(IPAD_AS_MAC, 5)).toBe(true);
    expect(isIOS(IPAD_AS_MAC, 0)).toBe(false);
    expect(isIOS(ANDROID, 5)).toBe(false);
  });

  it('shares the file alone on iOS and with its caption elsewhere', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(shareData(file, 'Happy Holi', true)).toEqual({ files: [file] });
    expect(shareData(file, 'Happy Holi', false)).toEqual({ files: [file], text: 'Happy Holi' });
  });

  it('puts the caption into the click-to-chat address, encoded', () => {
    expect(whatsAppLink('Holi & more · https://stamp.example/abc')).toBe(
      'https://wa.me/?text=Holi%20%26%20more%20%C2%B7%20https%3A%2F%2Fstamp.example%2Fabc',
    );
  });
});
