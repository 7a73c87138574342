/** Spec 1 section 9, spec 2 section 9: the clinic doctors' header avatars fill a slot this wide. */
export const avatarSlotPx = 220;
/** Each avatar, and the remaining count drawn as one, is a circle this wide, with a gap between them. */
export const avatarPx = 32;
export const avatarGapPx = 4;
/** "Up to 2 adjacent avatars": the doctors kept beside the remaining count (see fitAvatars). */
export const maxAdjacentAvatars = 2;

export interface AvatarFitInput {
  /** The doctors, in the clinic's order. */
  ids: readonly string[];
  /** The slot's width as laid out (at most avatarSlotPx; less on a phone). */
  slotWidth: number;
  /**
   * Doctors to keep in sight, most important first: the selected doctor, then the one selected
   * before it. Those that would fall into the remaining count are drawn beside it instead.
   */
  pinned?: readonly string[];
  itemWidth?: number;
  gap?: number;
}

export interface AvatarFit {
  /** The avatars drawn, in the order drawn: the first ones that fit, then the adjacent ones. */
  visible: string[];
  /** The pinned doctors drawn beside the count although they come later in the list. */
  adjacent: string[];
  /** The doctors left in the remaining count (+N); 0: no count is drawn. */
  remaining: number;
}

/** How many circles of `itemWidth` with `gap` between them a row of `width` holds. */
const circlesIn = (width: number, itemWidth: number, gap: number) => Math.max(0, Math.floor((width + gap) / (itemWidth + gap)));

/**
 * Which clinic doctors the header draws. When they all fit, all of them. Otherwise the count
 * takes the last place and the places before it go to the first doctors in order, except that
 * up to `maxAdjacentAvatars` pinned doctors who would be hidden take the last of those places,
 * adjacent to the count: the selected doctor never disappears into "+N".
 */
export function fitAvatars({ ids, slotWidth, pinned = [], itemWidth = avatarPx, gap = avatarGapPx }: AvatarFitInput): AvatarFit {
  const places = circlesIn(Math.min(slotWidth, avatarSlotPx), itemWidth, gap);
  if (ids.length <= places) return { visible: [...ids], adjacent: [], remaining: 0 };
  const avatarPlaces = Math.max(0, places - 1);
  const leading = ids.slice(0, avatarPlaces);
  const known = new Set(ids);
  const adjacent = [...new Set(pinned)]
    .filter((id) => known.has(id) && !leading.includes(id))
    .slice(0, Math.min(maxAdjacentAvatars, avatarPlaces));
  const first = leading.slice(0, avatarPlaces - adjacent.length);
  // The adjacent ones stay in the clinic's order among themselves, so they do not swap on each pick.
  const adjacentInOrder = ids.filter((id) => adjacent.includes(id));
  const visible = [...first, ...adjacentInOrder];
  return { visible, adjacent: adjacentInOrder, remaining: ids.length - visible.length };
}
