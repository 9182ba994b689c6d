import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'

/** What the hook needs of an edited list's actor (`editedListMachine` in machines/data/pagedList). */
type EditedList<TEditor> = Pick<AnyActorRef, 'subscribe'> & { getSnapshot(): { children: { editor?: TEditor | undefined } } }

/**
 * The flow an edited list runs inside it (the contacts' edit, an invitation's reply), for the screen
 * to send to and read. The list creates it with itself, so it is there from the first render.
 */
export function useListEditor<TEditor>(list: EditedList<TEditor>): TEditor {
  const editor = useSelector(list, (s) => s.children.editor)
  if (!editor) throw new Error('an edited list runs without its editor')
  return editor
}
