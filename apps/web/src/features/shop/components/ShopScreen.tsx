import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { formatChf, priceFor, SHOP_DURATIONS } from '@portal/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../../lib/config';
import { useIsSmallScreen } from '../../../lib/frame';
import { openPanel } from '../../../lib/panels';
import { usePublicHtml } from '../../../lib/public-files';
import { useModes } from '../../../lib/session';
import { useCart, useProducts, type Product } from '../api/shop';
import { selectProduct, useSelection } from '../shop-state';
import { CategoryName } from './CategoryName';
import { ProductDetail } from './ProductDetail';
import classes from './shop.module.css';
import { MathHtml } from '../../../lib/math/MathText';

const imageUrl = (signedUrl: string) => `${getConfig().baseUrl}${signedUrl}`;

/** /shop (learner spec §2 "Shop"): the programme list with a go-to-cart link, and the selected programme. */
export default function ShopScreen() {
  const { t } = useTranslation('shop');
  const small = useIsSmallScreen();
  const products = useProducts();
  // the programmes render in a deferred (time-sliced) pass after they arrived
  const deferredProducts = useDeferredValue(products.data);
  const productList = products.data === undefined ? undefined : deferredProducts;
  const { productId } = useSelection();
  const selected = productList?.find((p) => p.id === productId) ?? null;

  const list = (
    <Stack gap="sm" data-testid="shop-products" role="list" aria-label={t('programmes')}>
      {productList === undefined && !products.isError && (
        <Loader role="status" size="sm" aria-label={t('common:loading')} />
      )}
      {products.isError && <Alert color="red">{t('loadError')}</Alert>}
      {productList?.length === 0 && <Text c="dimmed">{t('noProducts')}</Text>}
      {productList?.map((product) => (
        <ProductCard key={product.id} product={product} selected={product.id === productId} />
      ))}
    </Stack>
  );

  // the landing page loads at once but shows with the list, not before it (the list would push it down)
  const landing = (
    <Box hidden={productList === undefined && !products.isError}>
      <Landing />
    </Box>
  );

  return (
    <Stack gap="md" data-testid="shop" data-layout={small ? 'small' : 'wide'}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <CartLink />
      </Group>
      {small ? (
        selected ? (
          <ProductDetail product={selected} />
        ) : (
          <Stack gap="md">
            {list}
            {landing}
          </Stack>
        )
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>{list}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selected ? <ProductDetail product={selected} /> : landing}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function CartLink() {
  const { t } = useTranslation('shop');
  const { loggedIn } = useModes();
  const cart = useCart(loggedIn);
  const count = cart.data?.cart.length ?? 0;
  return (
    <Button
      variant="light"
      leftSection={<IconShoppingCart size={18} aria-hidden />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle aria-hidden>
            {count}
          </Badge>
        ) : undefined
      }
      onClick={() => openPanel('cart')}
      data-testid="shop-go-to-cart"
    >
      {count > 0 ? (
        // the name is 'Go to cart (2 items)' and begins with the visible label (no aria-label that differs from it)
        <>
          <span aria-hidden>{t('goToCart')}</span>
          <VisuallyHidden>{t('goToCartCount', { count })}</VisuallyHidden>
        </>
      ) : (
        t('goToCart')
      )}
    </Button>
  );
}

function Landing() {
  const { i18n, t } = useTranslation('shop');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const page = usePublicHtml([`html/shop/landing_${lang}.html`]);
  if (page.isPending) return <Loader role="status" size="sm" aria-label={t('common:loading')} />;
  if (!page.data) return <Text c="dimmed">{t('chooseProgramme')}</Text>;
  return <MathHtml className={classes.html} data-testid="shop-landing" html={page.data} />;
}

function ProductCard({ product, selected }: { product: Product; selected: boolean }) {
  const { t } = useTranslation('shop');
  return (
    <div role="listitem">
      <UnstyledButton
        onClick={() => selectProduct(product.id)}
        aria-current={selected || undefined}
        className={classes.productButton}
        data-testid={`shop-product-${product.category_id}`}
      >
        <Card
          withBorder
          padding="sm"
          radius="md"
          className={classes.productCard}
          data-selected={selected || undefined}
        >
          <Group wrap="nowrap" gap="sm" align="center">
            {product.image_url && (
              <Image src={imageUrl(product.image_url)} alt="" w={72} h={48} radius="sm" fit="cover" />
            )}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} lh={1.25}>
                <CategoryName name={product.name} />
              </Text>
              <Text size="sm" c="dimmed">
                {t('fromPrice', { price: formatChf(priceFor(product.price, Math.min(...SHOP_DURATIONS))) })}
              </Text>
            </Stack>
          </Group>
        </Card>
      </UnstyledButton>
    </div>
  );
}
