// The default theme, with colours that keep every text at WCAG AA contrast (custom.css).
import DefaultTheme from "vitepress/theme";
import "./custom.css";

export default DefaultTheme;
