import { type DragEvent, useState } from 'react';
import { idsAfterDrop } from '../lib/reorder';

/**
 * Drag and drop within one list (mouse and trackpad; the move up and down buttons are the
 * keyboard's and the phone's way). A drop puts the dragged item in the target's place and hands
 * the whole new order to `onReorder`. Events stop at the row, so a list inside a row (a
 * category's sub-categories) is dragged on its own.
 */
export function useDragReorder(
  list: readonly { _id: string }[],
  onReorder: (ids: string[]) => void,
) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const reset = () => {
    setDragged(null);
    setOver(null);
  };

  return {
    dragged,
    over,
    rowProps: (id: string) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        setDragged(id);
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        if (over !== id) setOver(id);
      },
      onDrop: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        event.stopPropagation();
        const ids = idsAfterDrop(list, dragged, id);
        reset();
        if (ids) onReorder(ids);
      },
      onDragEnd: (event: DragEvent) => {
        event.stopPropagation();
        reset();
      },
    }),
  };
}
