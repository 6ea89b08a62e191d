import { site } from "../../core/site-config";
import { writeStorage } from "../../ui/storage";
import { Icon } from "../../ui/Icon";

/** Hidden before first paint by the bootstrap script when this id was dismissed. */
export function AnnouncementBar() {
  const { id, text, link } = site.announcement;
  const dismiss = () => {
    writeStorage("announcement-dismissed", id);
    document.documentElement.dataset.announcementDismissed = "true";
  };
  return (
    <div className="announcement" role="region" aria-label="Announcement" data-announcement-id={id}>
      <p>
        {text} <a href={link.href}>{link.label}</a>.
      </p>
      <button type="button" className="announcement-close" aria-label="Close announcement" onClick={dismiss}>
        <Icon name="close" />
      </button>
    </div>
  );
}
