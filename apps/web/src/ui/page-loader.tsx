import { useTranslation } from 'react-i18next';
import classes from './page-loader.module.css';

/**
 * What a page or a part of it shows while its data loads: a skeleton of grey bars where the heading, text and
 * a card will be (no spinner), announced to screen readers as loading. Plain elements and one stylesheet: the
 * configurator's first visit shows it too.
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.skeleton} role="status" aria-label={t('common.loading')}>
      <div className={classes.heading} />
      <div className={classes.line} />
      <div className={classes.line} data-short />
      <div className={classes.block} />
    </div>
  );
}
