/**
 * Built-in vocabulary, part 2: the other professions the product serves, and domain terms (the
 * field someone works in: "payments", "pediatrics"), which the tailored summary may name.
 * Same format as vocabulary-tech.ts.
 */
export const PROFESSION_TERMS = `
Sales|selling
B2B Sales|b2b|business to business
B2C|business to consumer
SaaS|software as a service
Account Management|account manager|key accounts
Business Development|bizdev
Lead Generation|prospecting|lead gen
Cold Calling|cold calls|outbound calling
Pipeline Management|sales pipeline|pipeline management
Territory Management|territory
Quota Attainment|quota|exceeded quota|sales targets
Negotiation|negotiating
Deal Closing|closing deals|closed deals|closed won
Consultative Selling|solution selling|consultative sales
Contract Negotiation
Customer Retention|client retention|churn reduction
Upselling|cross-selling|upsell|cross sell
Sales Forecasting
Market Research
Product Marketing
Campaign Management|marketing campaigns|campaigns
Registered Nurse|rn|registered nursing
BLS|basic life support
ACLS|advanced cardiac life support
PALS|pediatric advanced life support
Patient Care|direct patient care|bedside care
Patient Assessment|patient assessments|nursing assessment|head-to-toe assessment
Medication Administration|administering medications|med administration
Care Planning|care plans|nursing care plans
Patient Education|patient and family education
Electronic Health Records|ehr|emr|electronic medical records|=Epic|cerner
IV Therapy|iv insertion|intravenous therapy|=IV
Wound Care
Infection Control|infection prevention
Vital Signs|vitals
Triage
Telemetry|cardiac monitoring
Phlebotomy
HIPAA
Charting|clinical documentation|nursing documentation
Critical Care|icu|intensive care
Medical-Surgical|med surg|med-surg|medical surgical
Emergency Department|emergency room
Discharge Planning
CPR
Accounting
GAAP|us gaap
IFRS
CPA|certified public accountant
Accounts Payable|a/p
Accounts Receivable|a/r
General Ledger|gl
Month-End Close|month end close|month-end|financial close|close process
Account Reconciliation|reconciliations|reconciliation|bank reconciliations|balance sheet reconciliations
Financial Reporting|financial statements
Financial Analysis|financial modeling|financial modelling
Budgeting|budgets|budget
Variance Analysis
Auditing|audit|audits|internal audit|external audit
Tax Preparation|tax|taxation|tax returns
Payroll
Journal Entries|journal entry
Accruals
Fixed Assets
Cost Accounting
SOX Compliance|sox|sarbanes-oxley
QuickBooks|quickbooks online
NetSuite|oracle netsuite
Xero
Compliance|regulatory compliance
Risk Management
Lesson Planning|lesson plans|curriculum planning
Curriculum Development|curriculum design|curriculum
Classroom Management
Differentiated Instruction|differentiation
Student Assessment|formative assessment|summative assessment|student assessments
Common Core|common core standards
Special Education|sped|iep|ieps|individualized education programs
English Language Learners|ell|esl|ell students
Parent Communication|parent-teacher conferences|family engagement
Google Classroom
Educational Technology|edtech|smartboard
Literacy|reading instruction
STEM
Teaching Certification|teaching license|state teaching certificate|teaching credential
Supply Chain|supply chain management
Logistics
Inventory Management|inventory control|inventory
Procurement|purchasing|sourcing
Vendor Management|supplier management|vendor relations
Warehouse Operations|warehouse management
Forklift|forklift certified
Shipping and Receiving|shipping|receiving
Demand Planning
Operations Management|operations manager
Process Improvement|continuous improvement|process optimization
ERP|enterprise resource planning
Recruiting|recruitment|talent acquisition|full-cycle recruiting
Onboarding
Employee Relations
HRIS|hris systems
Benefits Administration|benefits enrollment
Compensation and Benefits|total rewards
Performance Management|performance reviews
Labor Law|employment law|flsa
Training and Development|learning and development|l&d
Payments|payment processing|payment systems|payment infrastructure
Fintech|financial technology
E-commerce|ecommerce|online retail
Healthcare|health care
Pediatrics|pediatric|paediatrics
Oncology
Cardiology|cardiac
Geriatrics|geriatric|long-term care
Banking
Insurance
Retail
Hospitality
Manufacturing
Real Estate
Cloud Infrastructure|cloud|cloud computing
Developer Tools|devtools
Marketplaces|marketplace
Logistics Technology|logtech
Elementary Education|elementary school|primary school
Secondary Education|secondary school|middle school|high school teacher
Higher Education
Nonprofit|non-profit
Public Accounting
Enterprise Software|enterprise saas
Medical Devices|medical device
Pharmaceuticals|pharma|pharmaceutical
`;

/** Canonical names of the domain terms above: a summary may say "focused on <domain>". */
export const DOMAIN_TERMS = [
  'Payments',
  'Fintech',
  'E-commerce',
  'Healthcare',
  'Pediatrics',
  'Oncology',
  'Cardiology',
  'Geriatrics',
  'Critical Care',
  'Medical-Surgical',
  'Emergency Department',
  'Banking',
  'Insurance',
  'Retail',
  'Hospitality',
  'Manufacturing',
  'Real Estate',
  'Cloud Infrastructure',
  'Developer Tools',
  'Marketplaces',
  'Logistics Technology',
  'Elementary Education',
  'Secondary Education',
  'Higher Education',
  'Nonprofit',
  'Public Accounting',
  'Enterprise Software',
  'Medical Devices',
  'Pharmaceuticals',
  'SaaS',
  'Special Education',
  'Supply Chain',
  'Distributed Systems',
  'Machine Learning',
];
