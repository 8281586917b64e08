/** Themes (/temas): spec part 1, section 2. The option names are shown as the spec writes them. */
export const themes = {
  title: 'Temas',
  light: 'LightMode',
  dark: 'DarkMode',
} as const;

export default { pages: { themes } };
