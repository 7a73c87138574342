import { ApartmentOutlined, CrownOutlined, RocketOutlined, StarOutlined } from '@ant-design/icons';
import type { OfferIconName } from '@tabib/contracts/subscription';

const icons: Record<OfferIconName, typeof RocketOutlined> = {
  six_months_start: RocketOutlined,
  twelve_months_in: StarOutlined,
  twenty_four_months_future: CrownOutlined,
  clinic_offer: ApartmentOutlined,
};

/** The offer's icon (spec 3 section 3, icon names), in its colour. */
export function OfferIcon({ name, color }: { name: OfferIconName; color: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden style={{ fontSize: 28, color }} />;
}
