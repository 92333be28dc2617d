import { useState, type DragEvent, type ReactNode } from 'react';
import { DRAG_TYPE, readDragged, type DraggedRegistration } from '../../model/desk-drag.ts';

interface PlanDropZoneProps {
  /** The stand a registration dragged over the plan would land on, or null as it leaves the stands. */
  onOver: (stand: string | null) => void;
  onDrop: (stand: string, dragged: DraggedRegistration) => void;
  children: ReactNode;
}

/** The stand's number under the pointer: the drawing marks each stand's shape with it (`data-stand`). */
const standUnder = (event: DragEvent) => (event.target instanceof Element ? event.target.closest('[data-stand]')?.getAttribute('data-stand') ?? null : null);
const carriesRegistration = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);

/**
 * The plan as a place to drop a registration dragged from the list without a stand or from a booked stand: the stand
 * under the pointer is pointed out while it hovers, and the drop names it. A drag is only a quicker way: every stand's
 * panel does the same with the keyboard.
 */
export function PlanDropZone({ onOver, onDrop, children }: PlanDropZoneProps) {
  const [over, setOver] = useState<string | null>(null);
  const point = (stand: string | null) => {
    if (stand === over) return;
    setOver(stand);
    onOver(stand);
  };
  return (
    <div
      onDragOver={(event) => {
        if (!carriesRegistration(event)) return;
        const stand = standUnder(event);
        point(stand);
        if (!stand) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDragLeave={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) point(null);
      }}
      onDrop={(event) => {
        const stand = standUnder(event);
        const dragged = readDragged(event.dataTransfer.getData(DRAG_TYPE));
        point(null);
        if (!stand || !dragged) return;
        event.preventDefault();
        onDrop(stand, dragged);
      }}
    >
      {children}
    </div>
  );
}
