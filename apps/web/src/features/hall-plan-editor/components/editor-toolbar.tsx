import type { RenumberOptions } from '@messeportal/domain';
import { Button, NativeSelect, NumberInput } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBorderVertical,
  IconBorderHorizontal,
  IconCircleDot,
  IconHandStop,
  IconLayersUnion,
  IconPointer,
  IconPolygon,
  IconRectangle,
  IconRotateClockwise,
  IconSquareFilled,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import type { ShortcutCommand } from '../model/shortcuts.ts';
import { EDITOR_TOOLS, GRID_CHOICES, type EditorTool, type ToolOptions } from '../model/tools.ts';
import classes from './editor-layout.module.css';
import { PointFields } from './point-fields.tsx';
import { RenumberPopover } from './renumber-popover.tsx';
import { ariaShortcuts, ShortcutHelp } from './shortcut-help.tsx';

const TOOL_ICONS: Record<EditorTool, Icon> = { select: IconPointer, rectangle: IconRectangle, polygon: IconPolygon, column: IconSquareFilled, point: IconCircleDot, pan: IconHandStop };
const TOOL_COMMANDS: Record<EditorTool, ShortcutCommand> = { select: 'toolSelect', rectangle: 'toolRectangle', polygon: 'toolPolygon', column: 'toolColumn', point: 'toolPoint', pan: 'toolPan' };

export type EditorActionName = 'undo' | 'redo' | 'rotate' | 'splitX' | 'splitY' | 'merge' | 'delete';

interface EditorToolbarProps {
  tool: EditorTool;
  onTool: (tool: EditorTool) => void;
  gridCm: number;
  onGrid: (gridCm: number) => void;
  options: ToolOptions;
  onOptions: (options: ToolOptions) => void;
  /** Which actions can be taken now (undo needs a step back, merge two stands …). */
  enabled: Record<EditorActionName, boolean>;
  onAction: (action: EditorActionName) => void;
  chosenStands: number;
  onRenumber: (options: RenumberOptions) => void;
  renumbering: boolean;
  onRenumbering: (opened: boolean) => void;
  helping: boolean;
  onHelping: (opened: boolean) => void;
}

const ACTIONS: { name: EditorActionName; icon: Icon; danger?: boolean }[] = [
  { name: 'rotate', icon: IconRotateClockwise },
  { name: 'splitX', icon: IconBorderVertical },
  { name: 'splitY', icon: IconBorderHorizontal },
  { name: 'merge', icon: IconLayersUnion },
];

/**
 * The editor's tools (one in hand at a time, a toggle button each), the edits of what is chosen, undo and redo, the
 * grid and the help with the keyboard's shortcuts; each button names its shortcut (`aria-keyshortcuts`). On a narrow
 * screen the groups wrap onto further lines.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { tool, onTool, gridCm, onGrid, options, onOptions, enabled, onAction } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const gridLabel = (cm: number) => (cm === 0 ? t('hallPlanEditor.grid.off') : t('hallPlanEditor.grid.metres', { value: format.number(cm / 100) }));
  return (
    <div className={classes.toolbar}>
      <div className={classes.group} role="group" aria-label={t('hallPlanEditor.tools.label')}>
        {EDITOR_TOOLS.map((name) => {
          const ToolIcon = TOOL_ICONS[name];
          return (
            <Button
              key={name}
              size="xs"
              variant={tool === name ? 'filled' : 'default'}
              leftSection={<ToolIcon size={16} aria-hidden />}
              aria-pressed={tool === name}
              aria-keyshortcuts={ariaShortcuts(TOOL_COMMANDS[name])}
              onClick={() => onTool(name)}
            >
              {t(`hallPlanEditor.tools.${name}`)}
            </Button>
          );
        })}
      </div>
      <div className={classes.group} role="group" aria-label={t('hallPlanEditor.actions.label')}>
        {ACTIONS.map(({ name, icon: ActionIcon }) => (
          <Button key={name} size="xs" variant="default" leftSection={<ActionIcon size={16} aria-hidden />} disabled={!enabled[name]} aria-keyshortcuts={ariaShortcuts(name)} onClick={() => onAction(name)}>
            {t(`hallPlanEditor.actions.${name}`)}
          </Button>
        ))}
        <RenumberPopover opened={props.renumbering} onChange={props.onRenumbering} count={props.chosenStands} onRenumber={props.onRenumber} />
        <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled={!enabled.delete} aria-keyshortcuts={ariaShortcuts('delete')} onClick={() => onAction('delete')}>
          {t('hallPlanEditor.actions.delete')}
        </Button>
      </div>
      <div className={classes.group} role="group" aria-label={t('hallPlanEditor.actions.history')}>
        <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={16} aria-hidden />} disabled={!enabled.undo} aria-keyshortcuts={ariaShortcuts('undo')} onClick={() => onAction('undo')}>
          {t('hallPlanEditor.actions.undo')}
        </Button>
        <Button size="xs" variant="default" leftSection={<IconArrowForwardUp size={16} aria-hidden />} disabled={!enabled.redo} aria-keyshortcuts={ariaShortcuts('redo')} onClick={() => onAction('redo')}>
          {t('hallPlanEditor.actions.redo')}
        </Button>
      </div>
      <NativeSelect
        size="xs"
        label={t('hallPlanEditor.grid.label')}
        value={String(gridCm)}
        onChange={(event) => onGrid(Number(event.currentTarget.value))}
        data={GRID_CHOICES.map((cm) => ({ value: String(cm), label: gridLabel(cm) }))}
      />
      {tool === 'column' && (
        <NumberInput
          size="xs"
          w={150}
          label={t('hallPlanEditor.column.size')}
          value={options.columnSizeCm}
          onChange={(value) => typeof value === 'number' && value >= 10 && onOptions({ ...options, columnSizeCm: value })}
          min={10}
          max={500}
          allowDecimal={false}
        />
      )}
      {tool === 'point' && (
        <PointFields
          kind={options.pointKind}
          capacity={options.pointCapacity}
          onKind={(pointKind) => onOptions({ ...options, pointKind })}
          onCapacity={(value) => typeof value === 'number' && onOptions({ ...options, pointCapacity: value })}
        />
      )}
      <ShortcutHelp opened={props.helping} onChange={props.onHelping} />
    </div>
  );
}
