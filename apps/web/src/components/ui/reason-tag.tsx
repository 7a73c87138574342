import type { ReactNode } from 'react';
import { Badge, Tag } from 'antd';

/**
 * A tag in a colour the practice picked (a consultation reason): the colour is a dot and the text
 * keeps the theme's colour, so it stays readable (4.5:1) whatever the colour.
 */
export function ReasonTag({ color, children }: { color: string; children: ReactNode }) {
  return <Tag icon={<Badge color={color} style={{ marginInlineEnd: 4 }} />}>{children}</Tag>;
}
