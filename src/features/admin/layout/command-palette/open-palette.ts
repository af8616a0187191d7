/**
 * Opening the palette from the back office's shell. The palette's store arrives with its lazily
 * loaded code, never with the shell: a click or a key pressed before it is there waits for it,
 * and the palette opens as soon as it has mounted (it reads the store's state then).
 */
const paletteStore = () => import('./palette-store');

export const openPalette = () => void paletteStore().then(({ palette }) => palette.open());

export const togglePalette = () => void paletteStore().then(({ palette }) => palette.toggle());
