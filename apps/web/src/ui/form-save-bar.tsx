import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiTexts } from './i18n/ui-texts.ts';
import classes from './form-layout.module.css';

interface FormSaveBarProps {
  saveLabel: string;
  saving: boolean;
  /** Where "Abbrechen" leads (a route), or what it does; without either there is no cancel. */
  cancelTo?: string;
  onCancel?: () => void;
  /** On the left, away from save: what else the record allows (its delete), or when it was last saved. */
  start?: ReactNode;
}

/**
 * The foot of every form: save at the bottom right, "Abbrechen" beside it, kept in view at the bottom of the
 * screen while a long form scrolls (`position: sticky`), so save is always at the same place.
 */
export function FormSaveBar({ saveLabel, saving, cancelTo, onCancel, start }: FormSaveBarProps) {
  useUiTexts();
  const { t } = useTranslation();
  return (
    <div className={classes.saveBar}>
      {start && <div className={classes.saveBarStart}>{start}</div>}
      {cancelTo !== undefined ? (
        <Button variant="default" component={Link} to={cancelTo}>
          {t('ui.form.cancel')}
        </Button>
      ) : (
        onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('ui.form.cancel')}
          </Button>
        )
      )}
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </div>
  );
}
