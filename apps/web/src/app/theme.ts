import type { ConfigProviderProps } from 'antd';

// WCAG AA (issue 12): every text colour reaches 4.5:1 on its background. antd's defaults do
// not: links (#1677ff), tertiary and placeholder greys, the pale primary backgrounds derived
// from a dark seed, the light preset tags (shade 7), the mini calendar's other-month days.
const readableGrey = 'rgba(0, 0, 0, 0.6)';
// The same colours are the plain pages' CSS variables (components/ui/base.css).
const primary = '#0b6e77';
export const theme: ConfigProviderProps['theme'] = {
  token: {
    colorPrimary: primary,
    colorPrimaryHover: '#095961',
    colorPrimaryActive: '#074b52',
    colorPrimaryBg: '#e6f4f4',
    colorPrimaryBgHover: '#d3eaeb',
    colorLink: primary,
    colorLinkHover: '#095961',
    colorLinkActive: '#074b52',
    colorError: '#cf1322',
    // Success text (the password rules met) on white: 5.8:1, where antd's #52c41a gives 2.3:1.
    colorSuccess: '#237804',
    // Kept at antd's pale defaults: derived from the dark seed they turn grey-green (2.7:1 under tags).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextTertiary: readableGrey,
    colorTextPlaceholder: readableGrey,
  },
  components: {
    Calendar: { colorTextDisabled: readableGrey },
    DatePicker: { colorTextDisabled: readableGrey },
    // An empty table's text (no medicine yet in a prescription) is drawn in this grey.
    Table: { colorTextDisabled: readableGrey },
    // The unchecked switch writes white on these greys.
    Switch: { colorTextQuaternary: readableGrey, colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
    Tag: {
      // Status tags (validated, pending...) take their text colour from these.
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorInfo: '#0958d9',
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      // gold-8: antd's gold-7 (#ad6800) reads 4.2:1 on the gold tag's background.
      gold7: '#874d00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      yellow7: '#876800',
    },
  },
};
