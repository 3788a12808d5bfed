import { srcSetFor, variantPath, variantPathsFor } from './imageSizes';

describe('responsive image names', () => {
  it('puts the width before the extension, always as WebP', () => {
    expect(variantPath('/images/projects/bakery-site.webp', 480)).toBe(
      '/images/projects/bakery-site-480.webp',
    );
    expect(variantPath('/images/profile.webp', 400)).toBe('/images/profile-400.webp');
    expect(variantPath('/images/me.photo.jpg', 400)).toBe('/images/me.photo-400.webp');
    expect(variantPath('/images/v1.2/me', 400)).toBe('/images/v1.2/me-400.webp');
  });

  it('lists the narrower copies and then the full-size file in srcset', () => {
    expect(srcSetFor('/images/projects/bakery-site.webp', 'project')).toBe(
      '/images/projects/bakery-site-480.webp 480w, /images/projects/bakery-site.webp 960w',
    );
    expect(srcSetFor('/images/profile.webp', 'profile')).toBe(
      '/images/profile-400.webp 400w, /images/profile.webp 800w',
    );
    expect(variantPathsFor('/images/profile.webp', 'profile')).toEqual([
      '/images/profile-400.webp',
    ]);
  });

  it('offers an image hosted elsewhere on its own', () => {
    expect(srcSetFor('https://cdn.example.com/me.jpg', 'profile')).toBe(
      'https://cdn.example.com/me.jpg 800w',
    );
    expect(variantPathsFor('//cdn.example.com/shot.png', 'project')).toEqual([]);
  });
});
