import { useStore } from '@nanostores/preact';
import { $brand, $whiteLabel, brandName } from '@kyu/core/branding';

/** The brand's logo (a school's white-label logo when it has one) or its name, linking home. */
export function BrandMark() {
  const brand = useStore($brand);
  const whiteLabel = useStore($whiteLabel);
  const name = brandName(brand, whiteLabel);
  const logo = whiteLabel?.images.logo;
  return (
    <a class="brand" href="/">
      {logo ? <img src={logo} alt={name} height={32} /> : name}
    </a>
  );
}
