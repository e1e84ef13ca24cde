import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Trailing slashes are off: `/api/content/` answers with a permanent redirect to `/api/content`.
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
