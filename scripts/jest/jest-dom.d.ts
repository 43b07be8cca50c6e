// Types for Testing Library's DOM matchers (toBeInTheDocument, toHaveClass, …) in every browser part.
import '@testing-library/jest-dom';
