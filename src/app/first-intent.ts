/**
 * Runs `act` once, at the visitor's first pointer or key press: the moment to fetch code the next
 * navigation will need, early enough to beat it and late enough that a first load never carries it
 * (decisions 011 and 047).
 */
export function onFirstIntent(act: () => void) {
  const early = () => {
    document.removeEventListener('pointerdown', early, true)
    document.removeEventListener('keydown', early, true)
    act()
  }
  document.addEventListener('pointerdown', early, { capture: true, passive: true })
  document.addEventListener('keydown', early, { capture: true, passive: true })
}
