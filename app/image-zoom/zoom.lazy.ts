// Image zoom (app/image-zoom/ImageZoom.tsx) loads this on pages with images: medium-zoom, with its styles.
import "./image-zoom.css";

export { default } from "medium-zoom";
