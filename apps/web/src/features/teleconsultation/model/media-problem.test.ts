import { describe, expect, it } from 'vitest';
import { mediaConstraintsOf, mediaProblemOf } from './media-problem';

const failure = (name: string) => new DOMException('no', name);

describe('media problems', () => {
  it('reads the browser errors as what the device check tells', () => {
    expect(mediaProblemOf(failure('NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(failure('SecurityError'))).toBe('denied');
    expect(mediaProblemOf(failure('NotFoundError'))).toBe('notFound');
    expect(mediaProblemOf(failure('OverconstrainedError'))).toBe('notFound');
    expect(mediaProblemOf(failure('NotReadableError'))).toBe('inUse');
    expect(mediaProblemOf(new TypeError('x'))).toBe('failed');
    expect(mediaProblemOf('nonsense')).toBe('failed');
  });

  it('asks for both devices, then the microphone alone, then the camera alone; a chosen one exactly', () => {
    const [both, audioOnly, videoOnly] = mediaConstraintsOf({ cameraId: 'cam-2' });
    expect(both?.video).toMatchObject({ deviceId: { exact: 'cam-2' } });
    expect(both?.audio).not.toHaveProperty('deviceId');
    expect(audioOnly).toEqual({ audio: expect.any(Object) });
    expect(videoOnly).toEqual({ video: expect.objectContaining({ deviceId: { exact: 'cam-2' } }) });
  });
});
