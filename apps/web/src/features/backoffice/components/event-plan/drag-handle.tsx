import { IconGripVertical } from '@tabler/icons-react';
import { DRAG_TYPE, type DraggedRegistration } from '../../model/desk-drag.ts';
import classes from './event-plan.module.css';

/**
 * A grip to drag a registration onto a stand of the plan with the mouse. Hidden from screen readers and out of the tab
 * order: the keyboard's way is the stand's panel (book, move, swap), which the drag only shortens.
 */
export function DragHandle({ dragged, label }: { dragged: DraggedRegistration; label: string }) {
  return (
    <span
      className={classes.dragHandle}
      draggable
      title={label}
      aria-hidden
      data-drag-registration={dragged.registrationId}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragged));
        event.dataTransfer.setData('text/plain', dragged.company);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <IconGripVertical size={18} stroke={1.8} />
    </span>
  );
}
