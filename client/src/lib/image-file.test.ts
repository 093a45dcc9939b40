import { describe, expect, it } from 'vitest';
import { checkImageFile, checkPickedImage, IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from './image-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkImageFile', () => {
  it('accepts jpg, jpeg, png and gif up to 15 MB', () => {
    expect(checkImageFile(file('me.jpg', 'image/jpeg'))).toBeNull();
    expect(checkImageFile(file('me.JPEG', 'image/jpeg'))).toBeNull();
    expect(checkImageFile(file('me.png', 'image/png', MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkImageFile(file('me.gif', 'image/gif'))).toBeNull();
  });

  it('rejects other types, by type or by name', () => {
    expect(checkImageFile(file('notes.txt', 'text/plain'))).toBe(IMAGE_MESSAGES.type);
    expect(checkImageFile(file('logo.svg', 'image/svg+xml'))).toBe(IMAGE_MESSAGES.type);
    expect(checkImageFile(file('photo.png.exe', 'image/png'))).toBe(IMAGE_MESSAGES.type);
    expect(checkImageFile(file('photo.webp', ''))).toBe(IMAGE_MESSAGES.type);
  });

  it('rejects files over 15728640 bytes unless the uploader skips the size check', () => {
    expect(MAX_UPLOAD_BYTES).toBe(15728640);
    expect(checkImageFile(file('big.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toBe(IMAGE_MESSAGES.size);
    expect(checkImageFile(file('big.png', 'image/png', MAX_UPLOAD_BYTES + 1), { checkSize: false })).toBeNull();
  });
});

describe('checkPickedImage', () => {
  const picked = (name: string, type: string) => new File(['bytes'], name, { type });

  it('accepts a file the browser decodes', async () => {
    expect(await checkPickedImage(picked('me.png', 'image/png'), {}, async () => undefined)).toBeNull();
  });

  it('refuses a file that does not decode, with the type message', async () => {
    const broken = async () => {
      throw new Error('InvalidStateError');
    };
    expect(await checkPickedImage(picked('fake.png', 'image/png'), {}, broken)).toBe(IMAGE_MESSAGES.type);
  });

  it('does not try to decode a file the name or type already rules out', async () => {
    let decoded = false;
    const spy = async () => {
      decoded = true;
    };
    expect(await checkPickedImage(picked('notes.txt', 'text/plain'), {}, spy)).toBe(IMAGE_MESSAGES.type);
    expect(decoded).toBe(false);
  });
});
