import type { Config } from 'tailwindcss';

// Brand palette: a deep legal navy with a warm accent; plan colours from the spec
// (premium_plus purple, premium yellow, otherwise blue).
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe6fe',
          200: '#bfd3fe',
          500: '#3b6ef5',
          600: '#2453d6',
          700: '#1d41ab',
          800: '#1b3a8a',
          900: '#14295e',
          950: '#0c1a3d',
        },
        accent: { 400: '#f7b84b', 500: '#f59e0b', 600: '#d97706' },
      },
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
    },
  },
} satisfies Config;
