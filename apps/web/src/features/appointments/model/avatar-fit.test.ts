import { describe, expect, it } from 'vitest';
import { avatarSlotPx, fitAvatars } from './avatar-fit';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `d${index + 1}`);

describe('fitAvatars', () => {
  it('draws every doctor when they fit in the 220 px slot: six circles of 32 px with 4 px gaps', () => {
    expect(fitAvatars({ ids: ids(3), slotWidth: avatarSlotPx })).toEqual({
      visible: ['d1', 'd2', 'd3'],
      adjacent: [],
      remaining: 0,
    });
    expect(fitAvatars({ ids: ids(6), slotWidth: avatarSlotPx }).remaining).toBe(0);
  });

  it('draws the first ones that fit and counts the rest when they do not', () => {
    expect(fitAvatars({ ids: ids(7), slotWidth: avatarSlotPx })).toEqual({
      visible: ['d1', 'd2', 'd3', 'd4', 'd5'],
      adjacent: [],
      remaining: 2,
    });
    expect(fitAvatars({ ids: ids(50), slotWidth: avatarSlotPx }).remaining).toBe(45);
  });

  it('never uses more than the 220 px of the spec, however wide the header', () => {
    expect(fitAvatars({ ids: ids(20), slotWidth: 1000 }).visible).toHaveLength(5);
  });

  it('fits fewer on a narrow header, down to the count alone', () => {
    expect(fitAvatars({ ids: ids(7), slotWidth: 104 })).toEqual({ visible: ['d1', 'd2'], adjacent: [], remaining: 5 });
    expect(fitAvatars({ ids: ids(3), slotWidth: 68 })).toEqual({ visible: ['d1'], adjacent: [], remaining: 2 });
    expect(fitAvatars({ ids: ids(3), slotWidth: 40 })).toEqual({ visible: [], adjacent: [], remaining: 3 });
    expect(fitAvatars({ ids: ids(3), slotWidth: 0 })).toEqual({ visible: [], adjacent: [], remaining: 3 });
  });

  it('keeps the selected doctor beside the count instead of hiding it', () => {
    expect(fitAvatars({ ids: ids(10), slotWidth: avatarSlotPx, pinned: ['d9'] })).toEqual({
      visible: ['d1', 'd2', 'd3', 'd4', 'd9'],
      adjacent: ['d9'],
      remaining: 5,
    });
  });

  it('keeps up to 2 adjacent avatars, in the clinic order, and no more', () => {
    expect(fitAvatars({ ids: ids(10), slotWidth: avatarSlotPx, pinned: ['d9', 'd7'] })).toEqual({
      visible: ['d1', 'd2', 'd3', 'd7', 'd9'],
      adjacent: ['d7', 'd9'],
      remaining: 5,
    });
    const three = fitAvatars({ ids: ids(10), slotWidth: avatarSlotPx, pinned: ['d9', 'd7', 'd8'] });
    expect(three.adjacent).toEqual(['d7', 'd9']);
  });

  it('pins nothing already among the first ones, and ignores unknown ids', () => {
    expect(fitAvatars({ ids: ids(10), slotWidth: avatarSlotPx, pinned: ['d2', 'gone'] })).toEqual({
      visible: ['d1', 'd2', 'd3', 'd4', 'd5'],
      adjacent: [],
      remaining: 5,
    });
  });

  it('gives the only place to the selected doctor (first pinned) on a narrow header', () => {
    expect(fitAvatars({ ids: ids(5), slotWidth: 68, pinned: ['d4', 'd5'] })).toEqual({
      visible: ['d4'],
      adjacent: ['d4'],
      remaining: 4,
    });
  });
});
