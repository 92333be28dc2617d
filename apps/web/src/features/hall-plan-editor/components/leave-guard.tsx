import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Warns before the unsaved plan is left behind: closing or reloading the tab asks through the browser's own dialog;
 * a link to another page of the app (the navigation, a breadcrumb) asks here first, leaving only when told to. The
 * app's router has no blocker (hash history without a data router), so links are caught as they are clicked.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#/"]') : null;
      if (!link || link.target === '_blank' || link.getAttribute('href') === window.location.hash) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(link.getAttribute('href')!.slice(1));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [unsaved]);

  return (
    <Modal opened={target !== null} onClose={() => setTarget(null)} title={t('hallPlanEditor.leave.title')} centered closeButtonProps={{ 'aria-label': t('hallPlanEditor.leave.stay') }}>
      <Text size="sm" mb="md">
        {t('hallPlanEditor.leave.text')}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => setTarget(null)} data-autofocus>
          {t('hallPlanEditor.leave.stay')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            const to = target!;
            setTarget(null);
            navigate(to);
          }}
        >
          {t('hallPlanEditor.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
