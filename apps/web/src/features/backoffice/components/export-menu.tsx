import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { useEventOffersFireplaces } from '../api/registration-desk.ts';

const LISTS = ['registrations', 'services', 'media', 'directory', 'fireplace'] as const;
const FORMATS = ['xlsx', 'csv'] as const;

/** The event's lists for spreadsheets (registrations, booked services, media orders, directory, flue gas connections) as XLSX or CSV. */
export function ExportMenu({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fireplaces = useEventOffersFireplaces(eventId, locale).data === true;
  const lists = LISTS.filter((list) => list !== 'fireplace' || fireplaces);
  const download = async (list: (typeof LISTS)[number], format: (typeof FORMATS)[number]) => {
    try {
      const file = await fetchFile(`/be/event/${eventId}/export/${list}?format=${format}`, { locale, accept: '*/*' });
      saveBlob(file.blob, file.fileName ?? `${list}.${format}`);
    } catch (error) {
      notifyError(failureText(error, t) || t('backoffice.desk.exportFailed'));
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />}>
          {t('backoffice.desk.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {lists.map((list) => (
          <div key={list}>
            <Menu.Label>{t(`backoffice.desk.exports.${list}`)}</Menu.Label>
            {FORMATS.map((format) => (
              <Menu.Item key={format} onClick={() => void download(list, format)}>
                {`${t(`backoffice.desk.exports.${list}`)} (${format.toUpperCase()})`}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
