import { Alert, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useAdminEvent } from '../api/event.ts';
import { BookletTab } from '../components/booklet-tab.tsx';
import { EventTab } from '../components/event-tab.tsx';
import { mayWriteCatalogue } from '../components/may-write.ts';
import { MediaTab } from '../components/media-tab.tsx';
import { ProductGroupsTab } from '../components/product-groups-tab.tsx';
import { ReadOnlyNote } from '../components/read-only-note.tsx';
import { StandConfigsTab } from '../components/stand-configs-tab.tsx';
import { copyNoticeOf } from '../model/copy-notice.ts';
import { nameIn } from '../model/names.ts';
import { CATALOGUE_TABS, tabOf } from '../model/tabs.ts';

/** `#/be/admin/event/{id}?tab=`: one event's catalogue in tabs — the event, stand types, product groups, media, booklet. */
export function CatalogueEventPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const eventId = Number(useParams().id);
  const answer = useAdminEvent(eventId, locale);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [notice, setNotice] = useState(copyNoticeOf(useLocation().state));
  const name = answer.data ? nameIn(answer.data.event, langOf(locale)) : t('catalogueAdmin.event.unknown', { id: eventId });
  if (answer.isError) return <RecordUnavailable error={answer.error} area="staff" />;

  return (
    <Stack gap="md">
      <PageHeader title={name} breadcrumbs={[{ label: t('catalogueAdmin.event.breadcrumb'), to: '/be/admin/events' }]} />
      {notice && (
        <Alert color={TONE_COLORS.success} variant="light" title={t('catalogueAdmin.copy.noticeTitle')} withCloseButton closeButtonLabel={t('common.closeNotice')} onClose={() => setNotice(null)}>
          {t('catalogueAdmin.copy.notice', { from: notice.copiedFrom, days: notice.shiftDays })}
        </Alert>
      )}
      {!mayWriteCatalogue() && <ReadOnlyNote />}
      {answer.isPending ? (
        <PageLoader />
      ) : (
        <Tabs value={tab} onChange={(next) => setParams(next && next !== 'event' ? { tab: next } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List aria-label={t('catalogueAdmin.event.tabsLabel')} mb="md">
            {CATALOGUE_TABS.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(`catalogueAdmin.event.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="event">
            <EventTab detail={answer.data} />
          </Tabs.Panel>
          <Tabs.Panel value="stands">
            <StandConfigsTab detail={answer.data} />
          </Tabs.Panel>
          <Tabs.Panel value="productGroups">
            <ProductGroupsTab eventId={eventId} groups={answer.data.productGroups} />
          </Tabs.Panel>
          <Tabs.Panel value="media">
            <MediaTab eventId={eventId} />
          </Tabs.Panel>
          <Tabs.Panel value="booklet">
            <BookletTab eventId={eventId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
