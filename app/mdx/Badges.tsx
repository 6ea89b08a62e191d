// Inline plan and status labels.
import { BADGE_LABELS, versionBadgeLabel, type BadgeLabel } from "../content/badge-labels";

function badge({ label, tone, title }: BadgeLabel) {
  const Badge = () => (
    <span className={`badge badge-${tone}`} title={title}>
      {label}
    </span>
  );
  Badge.displayName = `${label.replace(/\W/g, "")}Badge`;
  return Badge;
}

export const EnterpriseBadge = badge(BADGE_LABELS.EnterpriseBadge);
export const CloudTeamBadge = badge(BADGE_LABELS.CloudTeamBadge);
export const CloudProBadge = badge(BADGE_LABELS.CloudProBadge);
export const CloudDevBadge = badge(BADGE_LABELS.CloudDevBadge);
export const GrowthBadge = badge(BADGE_LABELS.GrowthBadge);
export const SsoBadge = badge(BADGE_LABELS.SsoBadge);
export const FeatureFlagBadge = badge(BADGE_LABELS.FeatureFlagBadge);
export const AlphaBadge = badge(BADGE_LABELS.AlphaBadge);
export const BetaBadge = badge(BADGE_LABELS.BetaBadge);
export const NewBadge = badge(BADGE_LABELS.NewBadge);
export const UpdatedBadge = badge(BADGE_LABELS.UpdatedBadge);

export function VersionBadge({ version }: { version: string }) {
  return (
    <span className="badge badge-version" title={`Available from Strapi ${version}`}>
      {versionBadgeLabel(version)}
    </span>
  );
}
