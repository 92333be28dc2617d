import type { GlobalData } from '@messeportal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';

interface EditTargetBase<Row> {
  /** The row the route's id names in the company data; `undefined` when there is none. */
  find: (data: GlobalData, id: number) => Row | undefined;
}

/** A list's row: id 0 opens the form empty, for a new row. */
interface NewOrExisting<Row> extends EditTargetBase<Row> {
  allowNew: true;
  children: (row: Row | undefined, id: number, data: GlobalData) => ReactNode;
}

/** A row that must exist (the company itself). */
interface ExistingOnly<Row> extends EditTargetBase<Row> {
  allowNew?: false;
  children: (row: Row, id: number, data: GlobalData) => ReactNode;
}

/**
 * The row an edit page at `#/…/edit/{id}` works on, from `GET /fe/globaldata`: a loader while it loads,
 * the error if that fails, 'not found' for an unknown id; else `children` render the form for the row.
 */
export function EditTarget<Row>(props: NewOrExisting<Row> | ExistingOnly<Row>) {
  const { t } = useTranslation();
  const globalData = useGlobalData(useLocale());
  const id = Number(useParams().id);
  if (globalData.isPending) return <PageLoader />;
  if (globalData.isError) return <ErrorAlert error={globalData.error} />;
  const row = props.find(globalData.data, id);
  if (row !== undefined) return props.children(row, id, globalData.data);
  if (props.allowNew && id === 0) return props.children(undefined, id, globalData.data);
  return <RecordUnavailable error={null} fallback={t('portal.edit.notFound')} area="public" />;
}
