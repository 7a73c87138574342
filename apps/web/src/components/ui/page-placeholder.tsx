import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The frame of a page whose content comes in a later issue: its title, and whatever is ready. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2}>{title}</Typography.Title>
      {children}
    </section>
  );
}
