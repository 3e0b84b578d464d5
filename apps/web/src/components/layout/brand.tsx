import { Snowflake } from 'lucide-react';
import { useCompany } from '../../lib/site-data';
import { ResponsiveImage } from '../responsive-image';

/**
 * The company logo linking home; a text mark when no logo is set. A plain anchor: the header's
 * `useAppLinks` makes it navigate inside the app.
 */
export function Brand({ current }: { current: boolean }) {
  const company = useCompany();
  return (
    <a
      href="/"
      className="brand"
      aria-label={`${company.name} — página inicial`}
      aria-current={current ? 'page' : undefined}
    >
      {company.logo ? (
        <ResponsiveImage
          src={company.logo}
          alt=""
          width={160}
          height={40}
          sizes="9rem"
          fit="contain"
          priority
          className="brand__logo"
        />
      ) : (
        <span className="brand__text">
          <Snowflake aria-hidden="true" size={28} />
          {company.name}
        </span>
      )}
    </a>
  );
}
