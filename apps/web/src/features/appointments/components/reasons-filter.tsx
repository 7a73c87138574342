import { Badge, Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@tabib/contracts/user';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { calendarPermissionsOf } from '../model/calendar-permissions';
import { actingReasonsOf, bookableReasonsOf, reasonTitle } from '../model/consultation-reasons';
import { calendarStore, useCalendarState } from '../stores/calendar-store';

/** The sidebar checklist of bookable reasons that filters the calendar (non-clinic users). */
export function ReasonsFilter({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('appointments');
  const locale = useCurrentLocale();
  const selected = useCalendarState((state) => state.reasonIds);
  if (!calendarPermissionsOf(profile).reasonsFilter) return null;
  const reasons = bookableReasonsOf(actingReasonsOf(profile, null));
  if (reasons.length === 0) return null;
  const allIds = reasons.map((reason) => reason._id);
  const checked = selected ?? allIds;
  const onChange = (ids: string[]) => calendarStore.set({ reasonIds: ids.length === allIds.length ? null : ids });
  return (
    <Flex vertical gap={8} style={{ paddingInline: 16 }} data-testid="reasons-filter">
      <strong>{t('reasonsFilter.title')}</strong>
      <Checkbox
        checked={checked.length === allIds.length}
        indeterminate={checked.length > 0 && checked.length < allIds.length}
        onChange={(event) => onChange(event.target.checked ? allIds : [])}
        data-testid="reasons-filter-all"
      >
        {t('reasonsFilter.all')}
      </Checkbox>
      <Checkbox.Group
        value={checked}
        onChange={(ids) => onChange(ids as string[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        {reasons.map((reason) => (
          <Checkbox key={reason._id} value={reason._id} data-testid="reasons-filter-item">
            <Badge color={reason.color} text={reasonTitle(reason, locale)} />
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Flex>
  );
}
