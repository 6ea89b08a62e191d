// The shape of content/sidebars.ts as authored; pipeline/sidebars/resolve.ts turns it into the
// sidebar a page carries (SidebarNode, core/page-data.ts).
export interface SidebarBadges {
  new?: boolean;
  updated?: boolean;
}

export type SidebarConfigItem =
  | { type: "doc"; id: string; label?: string; className?: string; customProps?: SidebarBadges }
  | { type: "link"; label: string; href: string }
  | {
      type: "category";
      label: string;
      /** Doc id of the category's index page. */
      link?: string;
      collapsed?: boolean;
      collapsible?: boolean;
      className?: string;
      customProps?: SidebarBadges;
      items: SidebarConfigItem[];
    };

export type SidebarsConfig = Record<string, SidebarConfigItem[]>;
