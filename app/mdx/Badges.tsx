// Inline plan and status labels.
function badge(label: string, tone: string, title: string) {
  const Badge = () => (
    <span className={`badge badge-${tone}`} title={title}>
      {label}
    </span>
  );
  Badge.displayName = `${label.replace(/\W/g, "")}Badge`;
  return Badge;
}

export const EnterpriseBadge = badge("Enterprise", "plan", "Available with an Enterprise plan");
export const CloudTeamBadge = badge("Cloud Team", "cloud", "Available on the Strapi Cloud Team plan");
export const CloudProBadge = badge("Cloud Pro", "cloud", "Available on the Strapi Cloud Pro plan");
export const CloudDevBadge = badge("Cloud Dev", "cloud", "Available on the Strapi Cloud Developer plan");
export const GrowthBadge = badge("Growth", "plan", "Available with a Growth plan");
export const SsoBadge = badge("SSO add-on", "plan", "Available with the SSO add-on");
export const FeatureFlagBadge = badge("Feature flag", "flag", "Enabled with a feature flag");
export const AlphaBadge = badge("Alpha", "status", "Alpha: may change without notice");
export const BetaBadge = badge("Beta", "status", "Beta: may change before it is stable");
export const NewBadge = badge("New", "new", "New in these docs");
export const UpdatedBadge = badge("Updated", "updated", "Recently updated");

export function VersionBadge({ version }: { version: string }) {
  return (
    <span className="badge badge-version" title={`Available from Strapi ${version}`}>
      {version}+
    </span>
  );
}
