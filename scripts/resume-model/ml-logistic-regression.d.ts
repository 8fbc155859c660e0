/** The slice of ml-logistic-regression's API the fit script uses (the package ships no types). */
declare module 'ml-logistic-regression' {
  import type { Matrix } from 'ml-matrix';

  class LogisticRegressionTwoClasses {
    weights: Matrix;
    testScores(features: Matrix): number[];
  }

  export default class LogisticRegression {
    constructor(options?: { numSteps?: number; learningRate?: number });
    classifiers: LogisticRegressionTwoClasses[];
    train(X: Matrix, Y: Matrix): void;
    predict(X: Matrix): number[];
  }
}
